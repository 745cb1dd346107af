import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The account pages' words (log in, sign up, confirm, reset), with their code.
addEnglish(english);

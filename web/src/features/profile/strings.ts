import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The profile pages' words (settings, a member's public page), with their code.
addEnglish(english);

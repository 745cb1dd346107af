import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// My Posts' words, with its code.
addEnglish(english);

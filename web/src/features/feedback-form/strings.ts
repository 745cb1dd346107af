import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The feedback form's words, with its code.
addEnglish(english);

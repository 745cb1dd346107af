import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// A post's page's words, with its code.
addEnglish(english);

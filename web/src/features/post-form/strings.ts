import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The post form's words (create and edit), with its code.
addEnglish(english);

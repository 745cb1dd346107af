import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// About, Terms and Help: the longest text in the app, loaded with those pages only.
addEnglish(english);

import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The notes on how precisely a post's place is shown, wherever drawn.
addEnglish(english);

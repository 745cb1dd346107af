import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The home feed's words and the post cards' (also drawn by a post's page and My Posts), with
// the code that draws them.
addEnglish(english);

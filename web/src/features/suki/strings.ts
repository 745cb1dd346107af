import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// Suki's words (the button, the list page), with the code that draws them: a signed-in
// person's, never in a visitor's first download.
addEnglish(english);

import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The words of conversations (list, chat, reservations, reviews) and of the time-ago labels
// other pages borrow, with the code that draws them.
addEnglish(english);

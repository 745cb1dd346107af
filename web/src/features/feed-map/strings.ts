import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The map's words (the feed's map view and the post form's "Set on the map"), with its code.
addEnglish(english);

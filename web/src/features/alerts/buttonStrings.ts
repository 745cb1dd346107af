import { addEnglish } from '../../i18n';
import english from './i18n.button.en.json';

// The feed's "Alert me" button, on the home page: its few words apart from the rest of
// alerts' (the sheet, the alerts page), which come with the sheet's code when it opens.
addEnglish(english);

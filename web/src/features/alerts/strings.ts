import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// Alerts' words (the sheet, the alerts page, the settings' switch), with the code that draws
// them; the feed's button has its own (buttonStrings.ts).
addEnglish(english);

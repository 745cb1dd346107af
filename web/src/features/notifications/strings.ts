import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The notification settings' words (profile, chat's push hint, an email's unsubscribe page),
// with the code that draws them.
addEnglish(english);

import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The words of blocking, wherever it is offered (a post, a profile, a chat, settings).
addEnglish(english);

import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// The payment QR's words (the profile's section, the chat's Pay at pickup card), with the
// code that draws them: each is its own lazy chunk, in no first visit's download.
addEnglish(english);

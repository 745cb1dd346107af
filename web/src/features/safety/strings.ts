import { addEnglish } from '../../i18n';
import english from './i18n.en.json';

// Safety notices and tools (scam notice, data download, flagged counts), wherever drawn.
addEnglish(english);

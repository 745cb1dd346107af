import { addEnglish } from './index';
import english from './validation.en.json';

// The validation messages (errors.*), with the code that shows them: forms, not the home page.
addEnglish(english);

import { checkScreens } from './a11y-screens';

// Every main screen in the light colour scheme at a phone's size (a11y-screens.ts).
checkScreens('light', 'phone');

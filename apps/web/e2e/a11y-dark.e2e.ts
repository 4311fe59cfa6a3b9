import { checkScreens } from './a11y-screens';

// Every main screen in the dark colour scheme at a laptop's size (a11y-screens.ts).
checkScreens('dark', 'desktop');

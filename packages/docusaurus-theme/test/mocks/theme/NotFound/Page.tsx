/** The theme's own page: NotFound/Content loads it as `@theme/NotFound/Page`. */
export {default} from '../../../../src/theme/NotFound/Page';

import webpack from 'webpack';

/** What Docusaurus gives a plugin's `configureWebpack` beside the configuration: webpack as the bundler. */
export const WEBPACK_UTILS = {currentBundler: {name: 'webpack', instance: webpack}} as never;

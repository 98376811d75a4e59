/** Style sheets are side-effect imports handled by webpack's style-loader. */
declare module '*.css';

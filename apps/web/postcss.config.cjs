/* global module */
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};

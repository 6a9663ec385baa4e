// Stylesheets have no meaning in jsdom; imports of .css files resolve here.
module.exports = {};

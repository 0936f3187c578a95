const path = require('node:path');
const base = require('../jest.base.cjs')(__dirname);

module.exports = { ...base, testEnvironment: path.join(__dirname, 'jest.environment.cjs') };

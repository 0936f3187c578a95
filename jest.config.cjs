// Every unit and server test of the workspace in one jest run (one project per package).
module.exports = {
  projects: [
    '<rootDir>/packages/contract',
    '<rootDir>/packages/events',
    '<rootDir>/packages/api',
    '<rootDir>/packages/session',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/mf-config',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalog',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-community',
    '<rootDir>/mfe-profile',
    '<rootDir>/mfe-business',
    '<rootDir>/server',
  ],
};

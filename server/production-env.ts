// This is the production server: React picks its production or development build by NODE_ENV
// when it is first loaded (react-router loads it), so `npm start` without NODE_ENV set must say
// production before anything imports them. server.ts imports this module before any other
// that could load React.
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";

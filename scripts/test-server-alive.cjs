// pouchdb-server 4.2.0 ends on some refused requests (an anonymous
// database creation, an anonymous sign-up once an admin is set: an error
// thrown in a callback, a rejection not caught). CouchDB answers those
// with 401; here the error is logged and the server stays up, so one
// refused request does not end a test run. Loaded with `node -r`.
process.on('uncaughtException', (e) => console.error('test-server: kept running after', e && e.message));
process.on('unhandledRejection', (e) => console.error('test-server: kept running after', e && e.message));

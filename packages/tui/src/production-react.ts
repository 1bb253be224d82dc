// Imported first by the package's entry, before Ink and React load: React picks its build when
// it is first loaded, and without NODE_ENV it loads the development build (slower, with
// development-only warnings). An explicit NODE_ENV (a developer's) is kept.
process.env.NODE_ENV ??= 'production';

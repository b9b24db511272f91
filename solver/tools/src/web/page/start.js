// Starts the page once every script above has defined its classes (the survival pages extend
// app.js's).
main().catch((error) => {
  sureline.error = String(error && error.message ? error.message : error);
  $("status").textContent = `This page could not start: ${sureline.error}`;
});

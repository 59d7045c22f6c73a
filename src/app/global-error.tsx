'use client';
/** Last-resort error page when the layout itself fails (spec §8 framework error page). */
export default function GlobalError() {
  return (
    <html lang="en">
      <head>
        <title>Server error · Startup Atlas</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>500 something went wrong</h1>
        <p>An error occurred while showing the error page</p>
        <a href="/">Go to the home page</a>
      </body>
    </html>
  );
}

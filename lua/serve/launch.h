/*
 * launch.h — `kharbaga serve --open`: the server's page opened in the user's browser. The process
 * guard forbids the program to start any other program, so a small launcher process is forked
 * before the guard is installed; it waits for the one URL the server hands it, checks that it is
 * the server's own http address, and only then runs xdg-open on it.
 */
#ifndef KHARBAGA_LAUNCH_H
#define KHARBAGA_LAUNCH_H

#include <stdbool.h>
#include <stddef.h>

/* Whether the command line asks for the page to be opened: `serve` with `--open` (not --help). */
bool launch_wanted(int argc, char **argv);

/* Forks the launcher; call before the guard. False with a message in err if it cannot. */
bool launch_prepare(char *err, size_t len);

/* Hands the URL to the launcher, which opens it; nothing if launch_prepare was not called.
 * The launcher refuses anything but http://HOST:PORT/ (HOST: letters, digits, '.', ':', '[',
 * ']', '-'). */
void launch_open(const char *url);

/* Whether url is an address the launcher opens (exposed for the tests). */
bool launch_url_ok(const char *url);

#endif

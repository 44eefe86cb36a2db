/*
 * query_text.h — a URL query's text decoded as the server reads it: "%HH" is the byte HH and '+'
 * a blank; anything else, a '%' without two hex digits after it included, stays as it is. The HTTP
 * server (libmicrohttpd's unescape callback) and the WebAssembly module read queries alike.
 */
#ifndef KHARBAGA_QUERY_TEXT_H
#define KHARBAGA_QUERY_TEXT_H

#include <stddef.h>

/* Decodes the NUL-terminated s in place; returns its new length (a "%00" leaves a NUL inside). */
size_t query_unescape(char *s);

#endif

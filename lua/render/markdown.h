/*
 * markdown.h — a script's text written into Markdown (kharbaga rules, kharbaga family).
 *
 * A variant script is untrusted, and a Markdown viewer renders the HTML it finds in a page: so
 * every text a script gives (names, summaries, sources, notes...) goes into Markdown with `<`,
 * `>` and `&` written as the entities `&lt;`, `&gt;` and `&amp;`, which a viewer shows as those
 * characters. Text without them is written unchanged.
 */
#ifndef KHARBAGA_MARKDOWN_H
#define KHARBAGA_MARKDOWN_H

#include <stddef.h>
#include <stdio.h>

/* The size of a buffer that holds any text of n bytes (with its NUL) escaped. */
#define MARKDOWN_TEXT_SIZE(n) (5 * (n))

/* Writes text to out, escaped as above. */
void markdown_write(FILE *out, const char *text);

/* text escaped as above into buf (cut between two escapes if it does not fit). Returns buf. */
const char *markdown_text(const char *text, char *buf, size_t len);

#endif

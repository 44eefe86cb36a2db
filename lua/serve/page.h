/*
 * page.h — the browser page's files (lua/serve/page/), compiled into the program at build time
 * by embed_page.cmake, so that `kharbaga serve` needs no file of its own at run time.
 */
#ifndef KHARBAGA_PAGE_H
#define KHARBAGA_PAGE_H

#include <stddef.h>

typedef struct PageFile {
    const char *path;         /* "/index.html" */
    const char *content_type; /* from its extension */
    const unsigned char *data;
    size_t len;
} PageFile;

extern const PageFile page_files[];
extern const int page_nfiles;

/* The file a URL path names ("/" is /index.html), or NULL. */
const PageFile *page_find(const char *path);

#endif

/*
 * page.c — finding an embedded page file by its URL path. Only the compiled-in names match: a
 * path never reaches the file system.
 */
#include "page.h"

#include <string.h>

const PageFile *page_find(const char *path)
{
    if (!strcmp(path, "/"))
        path = "/index.html";
    for (int i = 0; i < page_nfiles; i++)
        if (!strcmp(page_files[i].path, path))
            return &page_files[i];
    return NULL;
}

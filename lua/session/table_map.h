/*
 * table_map.h — a table's file mapped into memory instead of read: its pages are the kernel's
 * page cache, shared by every process that maps the file and given back under memory pressure,
 * so that a build keeps only the slice it makes in memory of its own.
 */
#ifndef KHARBAGA_TABLE_MAP_H
#define KHARBAGA_TABLE_MAP_H

#include "egtb.h"

/* Maps slice s's table at path into *t, checked as egtb_file_read checks it (refused: false, one
 * line naming the file); where the system cannot map the file, reads it. egtb_table_free
 * unmaps. */
bool table_map(const Egtb *ctx, EgtbSlice s, const char *path, EgtbTable *t, Err *err);

#endif

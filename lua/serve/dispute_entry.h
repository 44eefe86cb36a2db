/*
 * dispute_entry.h — one entry of the gallery of rule disputes, a NAME.dispute file
 * (tests/data/disputes/README.md): "key: value" lines, then a line "output:" and what the entry's
 * command prints; or a translation of one, i18n/CODE/NAME.dispute, with its title, game and story
 * only. One reader of the format for the build step that makes the page's gallery
 * (dispute_gallery.c) and the test that runs every entry (tests/cli/test_disputes.c).
 */
#ifndef KHARBAGA_DISPUTE_ENTRY_H
#define KHARBAGA_DISPUTE_ENTRY_H

#include <stdbool.h>
#include <stddef.h>

enum { DISPUTE_STORY_LEN = 8192, DISPUTE_COMMAND_WORDS = 48, DISPUTE_ERRLEN = 1024 };

typedef struct DisputeEntry {
    char title[256], option[64], game[64], story[DISPUTE_STORY_LEN], sources[2048], command[2048];
    const char *output; /* what the command prints: the text after "output:", inside the text read */
} DisputeEntry;

typedef enum { DISPUTE_FILE_ENTRY, DISPUTE_FILE_TRANSLATION } DisputeFileKind;

/* Reads text, the contents of the file called file, into e (zeroed by the caller), cutting it into
 * lines in place: an indented line continues the value before it and a blank one starts a new
 * paragraph of it. An entry needs a title and its "output:" line; a translation gives title,
 * game or story only. False, with "FILE:LINE: what was expected" in err, for a file that does
 * not read: an unknown key, a key given twice, a title or the output missing. */
bool dispute_entry_read(const char *file, char *text, DisputeFileKind kind, DisputeEntry *e, char *err, size_t errlen);

/* Splits a command into its words in place, into words[0..max); double quotes group words (and
 * are dropped). Returns the count, or -1 for more than max words. */
int dispute_command_split(char *command, char **words, int max);

#endif

/*
 * play.h — a game of `kharbaga play` in progress, shared by its parts: the session and its loop
 * (cmd_play.c), what the human types (play_input.c), the game as it stands (play_game.c) and the
 * record kept on disk (play_save.c). Calls go one way: cmd_play.c uses play_input.c; both use
 * play_game.c and play_save.c, which use neither of them nor each other.
 */
#ifndef KHARBAGA_PLAY_H
#define KHARBAGA_PLAY_H

#include "cli.h"
#include "movegen.h"
#include "personality.h"
#include "prompt.h"
#include "record_game.h"
#include "play_tables.h"
#include "savefile.h"

enum { PLAY_TABLE_BYTES = 32 << 20 }; /* an AI's transposition table */

/* Who plays one side: a person at the terminal, the random mover, or a personality with its
 * searcher. */
typedef struct PlaySide {
    bool human;
    bool random;         /* the built-in random mover (player.h); ai holds only its id and name */
    Personality ai;      /* (not human) */
    uint64_t seed;       /* (not human) this game's, drawn when it starts */
    char player[RECORD_TAG_LEN];    /* the South/North tag: "human", or how to load the personality again */
    Searcher *searcher;  /* (a personality) made for the game's variant */
    Egtb *tables;        /* (a personality that uses them) the game's endgame tables, if built */
} PlaySide;

typedef struct Play {
    Cli *cli;
    RecordGame rg;       /* the game, its GameDef and the tags kept from a loaded record */
    const Variant *v;    /* &rg.def->variant */
    PlaySide side[2];
    Searcher *hint;      /* for hints, made on the first one */
    MoveList list;
    bool redraw;         /* the position changed since it was last drawn */
    Prompt *prompt;      /* line editing at a terminal (NULL: lines read plainly) */
    /* the record on disk (play_save.c) */
    char save_path[LOADER_PATH]; /* "" when there is nowhere to save */
    SaveLock lock;       /* held on save_path for the whole game (fd -1: none) */
    bool save_owned;     /* the file at save_path is this game's: writing it loses nothing */
    bool save_failing;   /* the last write failed and was reported */
    int saved_plies;     /* the moves of the game the record on disk holds */
} Play;

/* What the loop does after a line typed by the human. */
typedef enum { LINE_GO_ON, LINE_PLAYED, LINE_QUIT } LineAction;

/* play_game.c: the game as it stands */
/* Draws the position, with the last move. */
void play_show(Play *p);
/* The game's move `index` (from 0) as the record numbers it ("12. e3-e5", "12... e7-e5") into buf. */
void play_move_text(const Play *p, int index, char *buf, size_t len);
/* The last move so numbered into buf; false if none. */
bool play_last_move(const Play *p, char *buf, size_t len);
bool play_replace_game(Play *p, RecordGame *rg); /* takes rg's game; false if memory ran out */
const char *play_side_word(int side); /* "south", "north" */
/* Whether g has ended; if so, how, in words ("White won (no legal move)"). */
bool play_has_ended(const Game *g, char *what, size_t len);

/* play_input.c: handles one line typed by the human to move. */
LineAction play_human_line(Play *p, char *line);
/* Whether a line (without blanks around it) is a command to stop: quit, q or exit. */
bool play_is_quit(const char *word);

/* play_save.c */
/* Writes the game to save_path (if any) after a change; reports a failure once, and again only
 * after a success. The first write over another game's unfinished record keeps that record. */
void play_autosave(Play *p);
/* Writes the game to path (the in-game `save FILE`) unless another game holds its lock; prints
 * what happened. */
void play_save_as(Play *p, const char *path);
/* The tags of the game's record as it stands. */
void play_record_tags(const Play *p, Record *r);
/* A file name as the program's messages show it: err_text's, a line break or a terminal escape
 * in it written \xNN, so that it can neither split a line nor reach the terminal as an escape.
 * buf holds any path (each byte may take four). Returns buf. */
enum { PLAY_SHOWN_LEN = LOADER_PATH * 4 };
const char *play_shown_path(const char *path, char buf[PLAY_SHOWN_LEN]);
/* How to continue the game later, e.g. "kharbaga play --resume", its path shown as above. */
void play_resume_hint(const Play *p, char *buf, size_t len);

#endif

/*
 * engine.h — `kharbaga engine`: a session of the line protocol (docs/protocol.md) between the
 * program and another program on its standard input and output.
 *
 * One request per line in, one JSON object per line out. engine_commands.c reads each request
 * and answers it (the game's commands in engine_game.c, the search's in engine_go.c, which hands
 * the search to the thread of engine_search.c); cmd_engine.c reads the lines. Every request is
 * answered by exactly one line (an error included), except `go`, whose answer (`bestmove`) comes
 * when its search ends, after its `info` lines, while the next requests are already answered.
 */
#ifndef KHARBAGA_ENGINE_H
#define KHARBAGA_ENGINE_H

#include "cli.h"
#include "engine_line.h"
#include "engine_out.h"
#include "engine_search.h"
#include "personality.h"
#include "play_tables.h"

enum { ENGINE_PROTOCOL = 1, ENGINE_RULE_MAX = 128, ENGINE_HASH_DEFAULT_MB = 64, ENGINE_HASH_MAX_MB = 4096 };

typedef struct Engine {
    EngineOut out;
    EngineLine *line;        /* the request being answered */
    long long lineno;        /* its line number, from 1 */
    const char *command;     /* its cmd, or NULL before it is known */
    char id[ENGINE_ID_MAX];  /* its id as JSON text, or "" */
    /* the game */
    GameDef *def;
    char ruleset[32];                         /* the selected ruleset's id */
    int nrules;
    char rules[CLI_MAX_RULES][ENGINE_RULE_MAX]; /* the rule changes on top of it */
    Game game;
    MoveList list;           /* scratch for the legal moves */
    /* the search */
    Searcher *searcher;      /* for def's variant with hash_mb of table; made at the first go */
    Egtb *tables;            /* the endgame tables of def's game and rules, read at the first go
                                whose personality uses them (tables_read), dropped when they change */
    bool tables_read;
    int hash_mb;
    EngineSearch search;
    char personality[LOADER_PATH]; /* setoption's personality (default master) */
    SearchLimits limits;     /* setoption's limits; used when limits_set */
    bool limits_set;
    bool infinite;           /* setoption's limits were infinite:true */
    Personality *ai;         /* scratch for loading a personality */
    bool quit;
} Engine;

/* A session whose game is the command line's (cli_load done; the session takes cli->def).
 * False, reported on standard error, if memory runs out. */
bool engine_open(Engine *e, Cli *cli);
void engine_close(Engine *e);

/* Reads and answers one line of len bytes (a NUL byte after them). A line longer than the
 * protocol allows is reported, never read. */
void engine_handle(Engine *e, const char *text, size_t len, bool too_long);

/* Stops the search, if one runs (end of input and quit). */
void engine_stop_search(Engine *e);

/* ---- for the command files ---- */

/* Answers the current request with an error line: `code`, the kind of refusal a client reads
 * (docs/protocol.md, "Errors"; never translated), and its message formatted (made one clean
 * line); returns false. */
bool engine_error(Engine *e, const char *code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The current request's member `key`, or NULL. */
const LineMember *engine_member(const Engine *e, const char *key);

/* Reads the whole number of member key into *out when it is given (unchanged otherwise); an
 * error answer if it is not a whole number from min to max. */
bool engine_int(Engine *e, const char *key, long long min, long long max, long long *out);

/* Reads the string of member key (NULL when not given); an error answer if it is no string. */
bool engine_text(Engine *e, const char *key, const char **out);

/* Starts the answer line of the current request (type, id). */
void engine_begin(Engine *e, OutLine *line, const char *type);

/* Writes ,"position":…,"side":…,"ply":…,"moves":[…],"result":… for the current game. */
void engine_write_position(Engine *e, FILE *f);

/* The game's commands (engine_game.c). */
bool engine_cmd_variant(Engine *e);
bool engine_cmd_ruleset(Engine *e);
bool engine_cmd_rules(Engine *e);
bool engine_cmd_position(Engine *e);
bool engine_cmd_moves(Engine *e);
bool engine_cmd_play(Engine *e);
bool engine_cmd_undo(Engine *e);
bool engine_cmd_status(Engine *e);

/* The search's commands (engine_go.c). */
bool engine_cmd_setoption(Engine *e);
bool engine_cmd_go(Engine *e);

/* Forgets the searcher (made again for the next go): the game or its rules changed. */
void engine_drop_searcher(Engine *e);

/* Forgets the tables (read again at the next go that uses them): the game or its rules changed. */
void engine_drop_tables(Engine *e);

#endif

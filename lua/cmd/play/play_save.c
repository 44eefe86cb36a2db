/*
 * play_save.c — the record of a game in play, kept on disk after every move.
 *
 * A game is written to its save path after every move, undo or load (savefile.c makes each
 * write atomic). A new game never silently replaces another one's unfinished record: before its
 * first write, such a record (or one that cannot be read) is kept beside it as
 * NAME.previous.pdn (NAME.previous-2.pdn, -3... when that holds an unfinished game too), and the
 * player is told.
 */
#include "play.h"
#include "i18n.h"

#include "savefile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void play_record_tags(const Play *p, Record *r)
{
    memset(r, 0, sizeof *r);
    for (int i = 0; i < p->rg.tags.ntags; i++) { /* what a loaded record said (Event, Date...) stays */
        const RecordTag *t = &p->rg.tags.tags[i];
        if (strcmp(t->name, "Result") && strcmp(t->name, "Termination")) /* record_write sets them */
            record_set_tag(r, t->name, t->value);
    }
    record_game_tags(r, p->rg.def, &p->rg.game.start);
    for (int s = 0; s < 2; s++)
        record_set_tag(r, s == SOUTH ? "South" : "North", p->side[s].player);
    if (!record_tag(r, "Date")) {
        char date[16];
        time_t now = time(NULL);
        struct tm day;
        strftime(date, sizeof date, "%Y.%m.%d", localtime_r(&now, &day));
        record_set_tag(r, "Date", date);
    }
}

const char *play_shown_path(const char *path, char buf[PLAY_SHOWN_LEN])
{
    return err_text(path, -1, buf, PLAY_SHOWN_LEN);
}

void play_resume_hint(const Play *p, char *buf, size_t len)
{
    char def[LOADER_PATH], err[256], shown[PLAY_SHOWN_LEN];
    bool is_default = savefile_default_path(def, sizeof def, false, err, sizeof err) && !strcmp(def, p->save_path);
    snprintf(buf, len, "kharbaga play --resume%s%s", is_default ? "" : " --save ",
             is_default ? "" : play_shown_path(p->save_path, shown));
}

/* Whether the file at path may be replaced without losing a game: it is missing or empty, or a
 * record of a game that has ended. */
static bool replaceable(const char *path)
{
    bool missing;
    char err[512];
    char *text = savefile_read(path, &missing, err, sizeof err);
    if (!text)
        return missing;
    Record r;
    RecordError e;
    const char *result;
    bool ok = text[strspn(text, " \t\r\n")] == '\0' ||
              (record_read_tags(text, &r, &e) && (result = record_tag(&r, "Result")) && strcmp(result, "*"));
    free(text);
    return ok;
}

/* The n-th place to keep another game's record in: "dir/current.pdn" -> "dir/current.previous.pdn",
 * then "dir/current.previous-2.pdn"...; "dir/game" -> "dir/game.previous", "dir/game.previous-2"... */
static void previous_path(const char *path, int n, char *out, size_t len)
{
    size_t size = strlen(path);
    bool pdn = size > 4 && !strcmp(path + size - 4, ".pdn");
    char number[16] = "";
    if (n > 1)
        snprintf(number, sizeof number, "-%d", n);
    snprintf(out, len, "%.*s.previous%s%s", (int)(pdn ? size - 4 : size), path, number, pdn ? ".pdn" : "");
}

enum { MAX_PREVIOUS = 99 };

/* Before the first write over save_path: keeps another game's record that may not be lost, in
 * the first of the previous paths that holds no unfinished game either. False (reported) if it
 * cannot be kept; the path must then not be written. */
static bool keep_other_game(Play *p)
{
    char why[256];
    if (savefile_not_a_file(p->save_path))
        return cli_error("%s is not a file; this game is not saved there", p->save_path) == 0;
    if (savefile_unopenable(p->save_path, why, sizeof why)) /* whatever it holds, no game goes there */
        return cli_error("cannot save the game to %s: %s; this game is not saved there", p->save_path, why) == 0;
    if (replaceable(p->save_path))
        return true;
    char previous[LOADER_PATH + 32];
    int n = 1;
    for (; n <= MAX_PREVIOUS; n++) {
        previous_path(p->save_path, n, previous, sizeof previous);
        if (!savefile_not_a_file(previous) && replaceable(previous))
            break;
    }
    if (n > MAX_PREVIOUS || rename(p->save_path, previous) != 0) {
        cli_error("%s holds another unfinished game, and it cannot be kept as %s; this game is not saved there",
                  p->save_path, previous);
        return false;
    }
    char shown[2][PLAY_SHOWN_LEN];
    play_shown_path(p->save_path, shown[0]);
    play_shown_path(previous, shown[1]);
    printf(_("The unfinished game that was in %s is kept in %s (kharbaga play --load %s continues it).\n"), shown[0],
           shown[1], shown[1]);
    return true;
}

void play_autosave(Play *p)
{
    /* After a failed hook the game's result means nothing (no moves could be found, which the
     * record would take for a lost game): the record stays as it was before. */
    if (!p->save_path[0] || gamedef_hook_error(p->rg.def))
        return;
    if (!p->save_owned) {
        if (!keep_other_game(p)) {
            p->save_path[0] = '\0';
            return;
        }
        p->save_owned = true;
    }
    Record r;
    play_record_tags(p, &r);
    char err[LOADER_PATH + 256];
    if (savefile_write(p->save_path, &p->lock, &r, &p->rg.game, err, sizeof err)) {
        char shown[PLAY_SHOWN_LEN];
        if (p->save_failing)
            printf(_("The game is saved again in %s.\n"), play_shown_path(p->save_path, shown));
        p->save_failing = false;
        p->saved_plies = p->rg.game.nmoves;
    } else if (!p->save_failing) {
        cli_error("%s; the game goes on, and saving is tried again after the next move", err);
        p->save_failing = true;
    }
}

void play_save_as(Play *p, const char *path)
{
    char shown[PLAY_SHOWN_LEN], err[LOADER_PATH + 256];
    play_shown_path(path, shown); /* typed: no control byte reaches the terminal */
    bool own = p->save_path[0] && (!strcmp(path, p->save_path) || savefile_same_file(path, p->save_path));
    SaveLock other = {.fd = -1};
    if (!own && savefile_lock(path, &other, err, sizeof err) == SAVELOCK_BUSY) {
        printf(_("not saved: another kharbaga game is being played in %s\n"), shown);
        return;
    }
    Record r;
    play_record_tags(p, &r);
    if (savefile_write(path, own ? &p->lock : &other, &r, &p->rg.game, err, sizeof err))
        printf(_("saved to %s\n"), shown);
    else
        printf("%s\n", err);
    savefile_unlock(&other);
}

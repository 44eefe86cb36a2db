/*
 * test_cli_texts.c — the games' texts in the reader's language (lua/host/texts.h,
 * docs/authoring.md, "Translations"): the translation beside a script read when the game is
 * loaded, English without one or with a bad one, a base's translation for what an extension
 * inherits, `check` naming each problem of a translation at its line and each text it leaves
 * out; and every shipped game translated whole into every finished language.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define VARIANTS KHARBAGA_SOURCE_DIR "/variants"

static const char *const games[] = {"aiyawatstani", "alquerque",    "damas",        "fanoron_dimy", "fanorona",
                                    "fanorona_3x3", "fanorona_3x5", "fanorona_3x7", "fanorona_5x3", "fanorona_7x3",
                                    "fanorona_9x3", "felli",        "kharbaga",     "tuknanavuhpi", "tukvnanawopi",
                                    "zamma",        NULL};

/* The test's directory of scripts: a copy of felli.lua and the translations each test writes. */
static char dir[256];

static void write_file(const char *rel, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void copy_felli(void)
{
    FILE *in = fopen(VARIANTS "/felli.lua", "r");
    assert_non_null(in);
    static char text[1 << 16];
    size_t n = fread(text, 1, sizeof text - 1, in);
    fclose(in);
    text[n] = '\0';
    write_file("felli.lua", text);
}

static int setup(void **state)
{
    (void)state;
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "C.UTF-8", 1);
    snprintf(dir, sizeof dir, "/tmp/kharbaga-texts-XXXXXX");
    assert_non_null(mkdtemp(dir));
    char sub[512];
    snprintf(sub, sizeof sub, "%s/i18n", dir);
    mkdir(sub, 0755);
    snprintf(sub, sizeof sub, "%s/i18n/es", dir);
    mkdir(sub, 0755);
    copy_felli();
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    const char *const argv[] = {"/bin/rm", "-rf", dir, NULL};
    RunResult r = run_program(argv, 10);
    run_free(&r);
    return 0;
}

static void path_of(const char *rel, char *out, size_t len)
{
    snprintf(out, len, "%s/%s", dir, rel);
}

/* ---- loading ---- */

static void test_rules_in_spanish(void **state)
{
    (void)state;
    RunResult r = RUN("rules", "felli", "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "*Marruecos.* El juego más pequeño de la familia");
    run_free(&r);
    r = RUN("rules", "felli");
    expect_success(&r);
    expect_contains(r.out, "*Morocco.* The smallest game of the family");
    run_free(&r);
}

static void test_lesson_titles_in_spanish(void **state)
{
    (void)state;
    RunResult r = RUN("learn", "kharbaga", "--lang", "es");
    expect_contains(r.out, "Puntos, líneas y tu primer paso");
    expect_contains(r.out, "El comienzo de una partida");
    run_free(&r);
}

/* A game with no translation in the language: English; in the pseudo-language, the script's
 * texts wrapped in ⟦…⟧ as the program's messages are. */
static void test_english_without_a_translation_pseudo_wrapped(void **state)
{
    (void)state;
    char game[512], es[512];
    path_of("felli.lua", game, sizeof game);
    path_of("i18n/es/felli.lua", es, sizeof es);
    unlink(es);
    RunResult r = RUN("rules", game, "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "*Morocco.*");
    run_free(&r);
    r = RUN("rules", "felli", "--lang", "pseudo");
    expect_success(&r);
    expect_contains(r.out, "# ⟦Felli⟧");
    expect_contains(r.out, "*⟦Morocco⟧.*");
    run_free(&r);
}

/* A bad translation does not stop play: English stands, nothing is said. */
static void test_bad_translation_plays_in_english(void **state)
{
    (void)state;
    write_file("i18n/es/felli.lua", "return { region = \"Marruecos\", colour = \"azul\" }\n");
    char game[512];
    path_of("felli.lua", game, sizeof game);
    RunResult r = RUN("rules", game, "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "*Morocco.*");
    assert_string_equal(r.err, "");
    run_free(&r);
    write_file("i18n/es/felli.lua", "return { region = \"Marruecos\" \n");
    r = RUN("rules", game, "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "*Morocco.*");
    run_free(&r);
    write_file("i18n/es/felli.lua", "return { region = \"Marruecos\" }\n");
    r = RUN("rules", game, "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "*Marruecos.* The smallest game"); /* key by key: the summary stays English */
    run_free(&r);
}

/* An extension's own texts from its translation, what it inherits from its base's. */
static void test_extension_inherits_its_base_translation(void **state)
{
    (void)state;
    write_file("ext.lua", "return variant {\n  extends = \"felli\",\n  id = \"ext\",\n  name = \"Ext\",\n"
                          "  summary = \"Felli with another name.\",\n}\n");
    write_file("i18n/es/felli.lua", "return {\n  region = \"Marruecos\",\n  summary = \"Resumen del Felli.\",\n"
                                    "  lessons = { { title = \"A través del vértice\" } },\n}\n");
    write_file("i18n/es/ext.lua", "return {\n  summary = \"El Felli con otro nombre.\",\n}\n");
    char game[512];
    path_of("ext.lua", game, sizeof game);
    RunResult r = RUN("rules", game, "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "*Marruecos.* El Felli con otro nombre.");
    run_free(&r);
    r = RUN("learn", game, "--lang", "es");
    expect_contains(r.out, "A través del vértice");
    run_free(&r);
    /* the extension's translation of an inherited text is an error of check */
    write_file("i18n/es/ext.lua", "return {\n  summary = \"El Felli con otro nombre.\",\n  region = \"Marruecos\",\n}\n");
    r = RUN("check", game);
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "i18n/es/ext.lua:3: region: the game inherits it from ");
    run_free(&r);
}

/* The colours' and the king's names in the reader's language in what is said; position text
 * keeps the script's initials, and machine output the script's names. A bad `sides` is one line
 * of check, and the game plays with the script's names. */
static void test_side_and_king_names(void **state)
{
    (void)state;
    RunResult r = RUN("explain", "--variant", "felli", "--position", "B:Bb2:Wd4", "c2-c3", "--lang", "es");
    expect_success(&r);
    expect_line(r.out, "  No hay ninguna pieza de Negras en c2.");
    run_free(&r);
    r = RUN("show", "--variant", "felli", "--position", "B:BKb2:Wd4", "--lang", "ru");
    expect_success(&r);
    /* the legend's line is one message: the king's name and the colour in the language's order */
    expect_line(r.out, "b = простая шашка стороны Чёрные (0), B = Мулла стороны Чёрные (1)");
    expect_contains(r.out, "B:BKb2:Wd4");
    run_free(&r);
    r = RUN("show", "--variant", "felli", "--position", "B:BKb2:Wd4", "--lang", "es");
    expect_success(&r);
    expect_line(r.out, "b = peón de Negras (0), B = Mullah de Negras (1)");
    run_free(&r);
    r = RUN("show", "--variant", "felli", "--position", "B:BKb2:Wd4", "--lang", "ar");
    expect_success(&r);
    expect_line(r.out, "b = بيدق الأسود (0)، B = الملا الأسود (1)");
    run_free(&r);
    r = RUN("show", "--variant", "felli", "--position", "W:BKb2:Wd4", "--json", "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "\"position\":\"W:BKb2:Wd4\"");
    expect_contains(r.out, "\"to_move\":\"White\"");
    run_free(&r);
    write_file("i18n/es/felli.lua", "return {\n  sides = { \"Negras\" },\n}\n");
    char game[512];
    path_of("felli.lua", game, sizeof game);
    r = RUN("check", game);
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "i18n/es/felli.lua:2: sides: expected the two colours' names, South's first");
    run_free(&r);
    r = RUN("explain", "--variant", game, "--position", "B:Bb2:Wd4", "c2-c3", "--lang", "es");
    expect_success(&r);
    expect_line(r.out, "  No hay ninguna pieza de Black en c2.");
    run_free(&r);
}

/* A king's plural is a text of its own: the script's (or its name with an "s"), an extension's
 * new name with its own plural, a translation's plural, or the translated name for both where
 * the translation gives no plural; check notes the missing plural. */
static void test_king_plural(void **state)
{
    (void)state;
    RunResult r = RUN("rules", "damas", "--lang", "ru");
    expect_success(&r);
    expect_contains(r.out, "а заглавные — Дамки:");
    run_free(&r);
    write_file("i18n/es/felli.lua", "return { region = \"Marruecos\" }\n");
    write_file("sultan.lua", "return variant {\n  extends = \"felli\",\n  id = \"sultan\",\n  name = \"Sultan\",\n"
                             "  summary = \"Felli with Sultans.\",\n  king_name = \"Sultan\",\n}\n");
    write_file("pasha.lua", "return variant {\n  extends = \"sultan\",\n  id = \"pasha\",\n  name = \"Pasha\",\n"
                            "  summary = \"Felli with Pashas.\",\n  king_name = \"Pasha\",\n  king_plural = \"Pashalar\",\n}\n");
    char sultan[512], pasha[512], es[512], line[700];
    path_of("sultan.lua", sultan, sizeof sultan);
    path_of("pasha.lua", pasha, sizeof pasha);
    r = RUN("rules", sultan);
    expect_success(&r);
    expect_contains(r.out, "capitals are Sultans:"); /* the base's "Mullahs" does not stay */
    run_free(&r);
    r = RUN("rules", pasha);
    expect_success(&r);
    expect_contains(r.out, "capitals are Pashalar:");
    run_free(&r);
    write_file("i18n/es/sultan.lua", "return { king_name = \"Sultán\" }\n");
    r = RUN("rules", sultan, "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "las mayúsculas, Sultán:");
    run_free(&r);
    r = RUN("check", sultan);
    expect_success(&r);
    path_of("i18n/es/sultan.lua", es, sizeof es);
    snprintf(line, sizeof line, "  note: %s: king_plural is not translated; English is shown", es);
    expect_line(r.out, line);
    run_free(&r);
    write_file("i18n/es/sultan.lua", "return { king_name = \"Sultán\", king_plural = \"Sultanes\" }\n");
    r = RUN("rules", sultan, "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "las mayúsculas, Sultanes:");
    run_free(&r);
    remove(es);
}

/* ---- check ---- */

static void test_check_names_each_problem(void **state)
{
    (void)state;
    write_file("i18n/es/felli.lua", "return {\n"
                                    "  name = \"Felli\",\n"
                                    "  colour = \"azul\",\n"
                                    "  summary = 3,\n"
                                    "  rulesets = { standard = \"uno\", german = \"dos\" },\n"
                                    "  lessons = {\n"
                                    "    { title = \"A\", why = \"no\" },\n"
                                    "    { title = \"B\" },\n"
                                    "    { title = \"C\" },\n"
                                    "  },\n"
                                    "}\n");
    char game[512], es[512], line[700];
    path_of("felli.lua", game, sizeof game);
    path_of("i18n/es/felli.lua", es, sizeof es);
    RunResult r = RUN("check", game);
    assert_true(r.exited);
    assert_int_equal(r.status, 1);
    snprintf(line, sizeof line, "kharbaga: %s:3: colour: unknown field; expected name, region, summary, history, "
             "notes, disputes, rulesets, lessons, sides, king_name or king_plural", es);
    expect_line(r.err, line);
    snprintf(line, sizeof line, "kharbaga: %s:4: summary: expected a string, got number", es);
    expect_line(r.err, line);
    snprintf(line, sizeof line, "kharbaga: %s:5: rulesets.german: the game has no ruleset 'german'; its rulesets "
             "are standard, bouhajbane, simplified", es);
    expect_line(r.err, line);
    snprintf(line, sizeof line, "kharbaga: %s:7: lessons[1].why: the script's lesson has no why to translate", es);
    expect_line(r.err, line);
    snprintf(line, sizeof line, "kharbaga: %s:9: lessons[3]: the game's script writes 2 lessons; this entry has "
             "nothing to translate", es);
    expect_line(r.err, line);
    expect_line(r.out, "problems found");
    run_free(&r);
}

static void test_check_json_gives_the_line(void **state)
{
    (void)state;
    write_file("i18n/es/felli.lua", "return {\n  disputes = {\n    { topic = \"x\", option = \"capture\" },\n  },\n}\n");
    char game[512];
    path_of("felli.lua", game, sizeof game);
    RunResult r = RUN("check", game, "--json");
    expect_success(&r);
    expect_contains(r.out, "\"line\":3,\"field\":\"disputes[1].option\",\"message\":\"unknown field; expected topic or text\"");
    expect_contains(r.out, "\"ok\":false");
    run_free(&r);
}

static void test_check_notes_missing_texts(void **state)
{
    (void)state;
    write_file("i18n/es/felli.lua", "return { name = \"Felli\" }\n");
    char sub[512], game[512], es[512], line[700];
    path_of("i18n/fr", sub, sizeof sub);
    mkdir(sub, 0755);
    path_of("felli.lua", game, sizeof game);
    path_of("i18n/es/felli.lua", es, sizeof es);
    RunResult r = RUN("check", game);
    expect_success(&r);
    snprintf(line, sizeof line, "  note: %s: summary is not translated; English is shown", es);
    expect_line(r.out, line);
    snprintf(line, sizeof line, "  note: %s: lessons[2].explain is not translated; English is shown", es);
    expect_line(r.out, line);
    snprintf(line, sizeof line, "  note: %s: rulesets.bouhajbane is not translated; English is shown", es);
    expect_line(r.out, line);
    path_of("i18n/fr/felli.lua", es, sizeof es);
    snprintf(line, sizeof line, "  note: no translation into fr (%s)", es);
    expect_line(r.out, line);
    expect_line(r.out, "ok");
    rmdir(sub);
    run_free(&r);
}

/* ---- the shipped translations ---- */

/* Whether code is listed in po/<list> (one code a line, '#' comments). */
static bool listed(const char *list, const char *code)
{
    char path[512], line[128];
    snprintf(path, sizeof path, "%s/po/%s", KHARBAGA_SOURCE_DIR, list);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    bool found = false;
    while (!found && fgets(line, sizeof line, f)) {
        line[strcspn(line, " \t\r\n#")] = '\0';
        found = !strcmp(line, code);
    }
    fclose(f);
    return found;
}

/* Whether the shipped games have translations into code (variants/i18n/<code>/). */
static bool has_directory(const char *code)
{
    char path[512];
    struct stat st;
    snprintf(path, sizeof path, "%s/i18n/%s", VARIANTS, code);
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Every language of po/LINGUAS not in po/PARTIAL translates every text of every shipped game:
 * it has its directory, and `check` (run once a game: it reads every language) has no error and
 * no note about its translation. */
static void test_finished_languages_translate_every_game(void **state)
{
    (void)state;
    enum { MAX_CHECKED = 32 };
    RunResult checks[MAX_CHECKED];
    int ngames = 0;
    for (; games[ngames]; ngames++) {
        assert_true(ngames < MAX_CHECKED);
        checks[ngames] = RUN("check", games[ngames]);
        if (!checks[ngames].exited || checks[ngames].status != 0)
            fail_msg("check %s fails:\n%s%s", games[ngames], checks[ngames].out, checks[ngames].err);
    }
    char path[512], code[128], needle[160];
    snprintf(path, sizeof path, "%s/po/LINGUAS", KHARBAGA_SOURCE_DIR);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    int checked = 0;
    while (fgets(code, sizeof code, f)) {
        code[strcspn(code, " \t\r\n#")] = '\0';
        if (!code[0] || listed("PARTIAL", code))
            continue;
        if (!has_directory(code))
            fail_msg("%s is a finished language (po/LINGUAS, not po/PARTIAL) with no variants/i18n/%s/", code, code);
        snprintf(needle, sizeof needle, "/i18n/%s/", code);
        for (int g = 0; g < ngames; g++)
            if (strstr(checks[g].out, needle) || strstr(checks[g].err, needle))
                fail_msg("%s in %s is not complete:\n%s%s", games[g], code, checks[g].out, checks[g].err);
        checked++;
    }
    fclose(f);
    for (int g = 0; g < ngames; g++)
        run_free(&checks[g]);
    assert_true(checked >= 5); /* Spanish, French, German, Russian, Arabic */
}

/* No translation is taken for a game: `variants` lists the scripts only. */
static void test_variants_lists_no_translation(void **state)
{
    (void)state;
    RunResult r = RUN("variants");
    expect_success(&r);
    assert_int_equal(run_count_lines(r.out) > 0, 1);
    assert_null(strstr(r.out, "i18n"));
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rules_in_spanish),
        cmocka_unit_test(test_lesson_titles_in_spanish),
        cmocka_unit_test(test_english_without_a_translation_pseudo_wrapped),
        cmocka_unit_test(test_bad_translation_plays_in_english),
        cmocka_unit_test(test_extension_inherits_its_base_translation),
        cmocka_unit_test(test_side_and_king_names),
        cmocka_unit_test(test_king_plural),
        cmocka_unit_test(test_check_names_each_problem),
        cmocka_unit_test(test_check_json_gives_the_line),
        cmocka_unit_test(test_check_notes_missing_texts),
        cmocka_unit_test(test_finished_languages_translate_every_game),
        cmocka_unit_test(test_variants_lists_no_translation),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}

/*
 * test_option_words.c — the table of what the words say of each rule option (lua/words/
 * option_words.c): every option has its entry, a sentence only for a value the option has, a
 * place of its own in its paragraph, and a rank of its own for a learner.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "option_words.h"

/* How many values option k takes by name (0 for a number). */
static int named_values(int k)
{
    int n = 0;
    while (n < 4 && rules_options[k].values[n])
        n++;
    return n;
}

static void every_option_has_its_entry(void **state)
{
    (void)state;
    for (int k = 0; k < RULE_COUNT; k++)
        if (option_words[k].paragraph == PARAGRAPH_UNSET)
            fail_msg("option_words.c: no entry for %s (its paragraph: PARAGRAPH_NONE if none)", rules_options[k].key);
}

static void sentences_are_for_values_the_option_has(void **state)
{
    (void)state;
    for (int k = 0; k < RULE_COUNT; k++) {
        const OptionWords *w = &option_words[k];
        int n = named_values(k), said = 0;
        for (int v = 0; v < 4; v++) {
            if ((w->sentence[v] || w->approach[v]) && v >= n)
                fail_msg("option_words.c: %s has a sentence for value %d, which it does not have", rules_options[k].key,
                         v);
            said += w->sentence[v] || w->approach[v];
        }
        if (w->paragraph > PARAGRAPH_NONE && !said)
            fail_msg("option_words.c: %s is in a paragraph but has no sentence", rules_options[k].key);
    }
}

static void places_and_ranks_are_each_one_option_s(void **state)
{
    (void)state;
    for (int k = 0; k < RULE_COUNT; k++) {
        const OptionWords *w = &option_words[k];
        if (w->paragraph > PARAGRAPH_NONE && w->place < 1)
            fail_msg("option_words.c: %s has no place in its paragraph", rules_options[k].key);
        for (int j = 0; j < k; j++) {
            const OptionWords *o = &option_words[j];
            if (w->paragraph > PARAGRAPH_NONE && o->paragraph == w->paragraph && o->place == w->place)
                fail_msg("option_words.c: %s and %s have one place", rules_options[j].key, rules_options[k].key);
            if (w->rank && o->rank == w->rank)
                fail_msg("option_words.c: %s and %s have one rank", rules_options[j].key, rules_options[k].key);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_option_has_its_entry),
        cmocka_unit_test(sentences_are_for_values_the_option_has),
        cmocka_unit_test(places_and_ranks_are_each_one_option_s),
    };
    return cmocka_run_group_tests_name("option_words", tests, NULL, NULL);
}

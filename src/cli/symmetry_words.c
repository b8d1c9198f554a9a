/*
 * symmetry_words.c - see symmetry_words.h.
 *
 * The names come from the library (nqcnf_symmetry_name), so that the
 * page, the command and a program linking the library call each symmetry
 * the same; only the list is put together here.
 */
#include "symmetry_words.h"

#include "messages.h"

#include <stdio.h>
#include <string.h>

/* Appends `piece` to text, as far as it fits. */
static void append(char *text, size_t size, const char *piece)
{
    const size_t used = strlen(text);
    if (used < size) snprintf(text + used, size - used, "%s", piece);
}

static unsigned order_of(unsigned group)
{
    unsigned order = 0;
    for (unsigned which = 0; which < NQCNF_SYMMETRIES; which++)
        order += (group >> which) & 1u;
    return order;
}

nqcnf_status symmetry_words(const nqcnf_options *options, char *text,
                            size_t size, unsigned *group)
{
    if (size > 0) text[0] = '\0';
    unsigned kept = 0;
    const nqcnf_status status = nqcnf_symmetry_group(options, &kept);
    if (group != NULL) *group = kept;
    if (status != NQCNF_OK || size == 0) return status;
    const unsigned order = order_of(kept);
    if (kept == NQCNF_SYMMETRY_GROUP_ALL) {
        snprintf(text, size, "8 symmetries: every rotation and reflection "
                             "of the square");
        return NQCNF_OK;
    }
    if (order == 1) {
        snprintf(text, size, "1 symmetry: the identity alone");
        return NQCNF_OK;
    }
    snprintf(text, size, "%u symmetries: ", order);
    unsigned named = 0;
    for (unsigned which = 0; which < NQCNF_SYMMETRIES; which++) {
        if (!((kept >> which) & 1u)) continue;
        named++;
        append(text, size, named == 1 ? "" : named == order ? " and " : ", ");
        append(text, size, nqcnf_symmetry_name((nqcnf_symmetry)which));
    }
    return NQCNF_OK;
}

void symmetry_note_nothing_to_break(const nqcnf_options *options)
{
    unsigned group = 0;
    if (!options->symmetry_breaking ||
        nqcnf_symmetry_group(options, &group) != NQCNF_OK ||
        order_of(group) != 1)
        return;
    report_note("no symmetry of the square but the identity keeps the "
                "pre-placed queens and blocked squares in place, so "
                "--symmetry-breaking adds no clause here");
}

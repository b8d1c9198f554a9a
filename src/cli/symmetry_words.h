/*
 * symmetry_words.h - the problem's symmetries, in words.
 *
 * With pre-placed queens or blocked squares only some of the square's 8
 * symmetries map solutions to solutions (the library decides which:
 * nqcnf_symmetry_group), and symmetry breaking, `unique` and classes use
 * those alone. A person asking for --symmetry-breaking should learn which
 * those are, in stats, explain and the provenance lines alike, and be
 * told when none is left to break; so the wording is made once here.
 */
#ifndef NQCNF_CLI_SYMMETRY_WORDS_H
#define NQCNF_CLI_SYMMETRY_WORDS_H

#include "nqcnf_experimental.h"

#include <stddef.h>

/* The group of `options` (nqcnf_symmetry_group) in words: "2
 * symmetries: the identity and the reflection in the main diagonal", "8
 * symmetries: every rotation and reflection of the square", "1 symmetry:
 * the identity alone", into `text`; *group (may be NULL) gets the group.
 * The library's status (the text then empty). */
nqcnf_status symmetry_words(const nqcnf_options *options, char *text,
                            size_t size, unsigned *group);

/* With symmetry breaking asked for and no symmetry but the identity
 * keeping the given squares, says on stderr that it adds nothing. */
void symmetry_note_nothing_to_break(const nqcnf_options *options);

#endif

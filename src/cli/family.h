/*
 * family.h - writing instances: one (the default command) or a whole
 * family of them (--family DIR --range A..B --step K) with an index.
 */
#ifndef NQCNF_CLI_FAMILY_H
#define NQCNF_CLI_FAMILY_H

#include "generate_output.h"
#include "generator_options.h"
#include "nqcnf_experimental.h"

#include <stdint.h>

/* How the default command writes, whatever the instance: parsed once. */
typedef struct generate_settings {
    nqcnf_format format;
    unsigned flags;                 /* NQCNF_WRITE_* */
    progress_mode progress;
    const char *compress, *level;   /* as typed; NULL: not given */
    const char *shuffle, *shuffle_parts;
    int provenance;                 /* begin with the provenance lines */
    const char *command_line;       /* shell-quoted, for them */
} generate_settings;

/* Writes the instance `options` (the shuffle of `settings` is applied to
 * it first) to `path` (NULL or "-": standard output), after the
 * provenance lines if asked for (`family` names the --family run in
 * them, NULL: none). `request` receives the sizes. Returns EXIT_OK or an
 * exit status after reporting. */
int generate_instance(nqcnf_options *options,
                      const generator_arguments *generator,
                      const generate_settings *settings, const char *path,
                      const char *family, output_request *request);

/* The --family run: where, which N, -o's value (the files' ending), and
 * what to do with an index the directory already holds. */
typedef struct family_request {
    const char *directory, *range, *step, *ending;
    int append, force; /* --append, --force */
} family_request;

/* Writes every N of the range into the directory, each file atomically,
 * then index.csv (atomically, last). A directory that holds an index
 * is refused unless `append` (the rows are added to it; a name it lists,
 * or a file of that name, is refused before anything is written) or
 * `force` (a new index replaces it). Returns EXIT_OK or an exit status
 * after reporting; files written before a failure stay, the index is
 * then not written. */
int family_write(const family_request *family, generator_arguments *generator,
                 const generate_settings *settings);

#endif

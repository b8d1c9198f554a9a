/*
 * parallel.c - gzip and bzip2 on several cores, as independent members.
 *
 * zlib and libbz2 have no threads of their own, and a single deflate is
 * far slower than the generator (N = 300: 0.8 s to write 708 MB of text,
 * about 20 s to gzip it), so a pipe into gzip runs at gzip's speed. Both
 * formats allow members one after another, which gzip -d and bzip2 -d
 * read back as one stream (RFC 1952, section 2.2; bzip2's multiple
 * streams); pigz and pbzip2 write them so. Here the input is cut into
 * members of the codec's member_size (1 MiB for gzip, within one 900k
 * block for bzip2, so bzip2 loses nothing and gzip only its 32 KiB
 * window at each cut), compressed by worker threads in a ring of twice
 * as many jobs as workers, and written in order from the caller's thread
 * (the write callback is never called from a worker). Memory: the ring
 * of jobs, each a member in and out, whatever N is.
 *
 * The caller's thread fills the next job; when the ring is full it
 * writes out the oldest job, compressing it itself if no worker has
 * taken it yet (so no worker at all still works).
 */
#include "compressor.h"

#include <stdlib.h>

#include <pthread.h>
#include <string.h>

typedef enum job_state { JOB_FREE, JOB_READY, JOB_BUSY, JOB_DONE } job_state;

typedef struct job {
    job_state state;
    unsigned char *in, *out;
    size_t in_size, out_size, out_capacity;
    codec_result result;
} job;

struct parallel_compressor {
    const codec_ops *ops;
    int level;
    nqcnf_compressor *owner;
    job *jobs;
    size_t job_count, filling, oldest; /* ring positions */
    pthread_t *workers;
    size_t worker_count;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    int stopping;
};

/* One member, start to end, into job->out (grown as needed). */
static codec_result compress_member(const codec_ops *ops, int level, job *j)
{
    void *state = NULL;
    codec_result result = ops->encoder_new(level, 1, &state);
    codec_window window = {j->in, j->in_size, j->out, j->out_capacity};
    while (result == CODEC_MORE) {
        if (window.out_size == 0) {
            /* half a member more each time: most members shrink */
            const size_t used = j->out_capacity;
            const size_t grown = used + ops->member_size / 2;
            unsigned char *out = nqcnf_codec_reallocate(j->out, grown);
            if (out == NULL) {
                result = CODEC_NO_MEMORY;
                break;
            }
            j->out = out;
            j->out_capacity = grown;
            window.out = j->out + used;
            window.out_size = j->out_capacity - used;
        }
        result = ops->encode(state, &window, 1);
    }
    j->out_size = j->out_capacity - window.out_size;
    if (state != NULL) ops->encoder_free(state);
    return result;
}

/* A worker takes the oldest ready job, compresses it, marks it done. */
static void *work(void *context)
{
    parallel_compressor *p = context;
    pthread_mutex_lock(&p->lock);
    while (!p->stopping) {
        job *next = NULL;
        for (size_t k = 0; k < p->job_count && next == NULL; k++) {
            job *j = &p->jobs[(p->oldest + k) % p->job_count];
            if (j->state == JOB_READY) next = j;
        }
        if (next == NULL) {
            pthread_cond_wait(&p->changed, &p->lock);
            continue;
        }
        next->state = JOB_BUSY;
        pthread_mutex_unlock(&p->lock);
        const codec_result result = compress_member(p->ops, p->level, next);
        pthread_mutex_lock(&p->lock);
        next->result = result;
        next->state = JOB_DONE;
        pthread_cond_broadcast(&p->changed);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

int nqcnf_parallel_wanted(const codec_ops *ops, unsigned threads)
{
    if (ops->member_size == 0 || threads == 1) return 0;
    return threads > 1 || nqcnf_codec_processors() > 1;
}

static void stop_workers(parallel_compressor *p)
{
    pthread_mutex_lock(&p->lock);
    p->stopping = 1;
    pthread_cond_broadcast(&p->changed);
    pthread_mutex_unlock(&p->lock);
    for (size_t i = 0; i < p->worker_count; i++)
        pthread_join(p->workers[i], NULL);
    p->worker_count = 0;
}

void nqcnf_parallel_free(parallel_compressor *p)
{
    if (p == NULL) return;
    stop_workers(p);
    for (size_t i = 0; p->jobs != NULL && i < p->job_count; i++) {
        nqcnf_codec_release(p->jobs[i].in);
        nqcnf_codec_release(p->jobs[i].out);
    }
    nqcnf_codec_release(p->jobs);
    nqcnf_codec_release(p->workers);
    pthread_cond_destroy(&p->changed);
    pthread_mutex_destroy(&p->lock);
    nqcnf_codec_release(p);
}

static int jobs_new(parallel_compressor *p)
{
    p->jobs = nqcnf_codec_allocate(p->job_count, sizeof *p->jobs);
    if (p->jobs == NULL) return -1;
    memset(p->jobs, 0, p->job_count * sizeof *p->jobs);
    for (size_t i = 0; i < p->job_count; i++) {
        p->jobs[i].in = nqcnf_codec_allocate(1, p->ops->member_size);
        if (p->jobs[i].in == NULL) return -1;
    }
    return 0;
}

codec_result nqcnf_parallel_new(const codec_ops *ops, int level,
                                unsigned threads, nqcnf_compressor *owner,
                                parallel_compressor **out)
{
    parallel_compressor *p = nqcnf_codec_allocate(1, sizeof *p);
    if (p == NULL) return CODEC_NO_MEMORY;
    *p = (parallel_compressor){.ops = ops, .level = level, .owner = owner};
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->changed, NULL);
    const size_t wanted = threads != 0 ? threads : nqcnf_codec_processors();
    p->job_count = 2 * wanted;
    p->workers = nqcnf_codec_allocate(wanted, sizeof *p->workers);
    if (p->workers == NULL || jobs_new(p) != 0) {
        nqcnf_parallel_free(p);
        return CODEC_NO_MEMORY;
    }
    /* Fewer threads than asked (a process limit) is slower, not wrong. */
    while (p->worker_count < wanted &&
           pthread_create(&p->workers[p->worker_count], NULL, work, p) == 0)
        p->worker_count++;
    *out = p;
    return CODEC_MORE;
}

/* Waits for the oldest job, compressing it here if no worker took it,
 * and passes it on; the slot is free again. */
static codec_result write_oldest(parallel_compressor *p)
{
    job *j = &p->jobs[p->oldest];
    pthread_mutex_lock(&p->lock);
    while (j->state == JOB_BUSY) pthread_cond_wait(&p->changed, &p->lock);
    const int mine = j->state == JOB_READY;
    if (mine) j->state = JOB_BUSY;
    pthread_mutex_unlock(&p->lock);
    if (mine) j->result = compress_member(p->ops, p->level, j);
    codec_result result = j->result;
    if (result == CODEC_END &&
        nqcnf_compressor_pass_on(p->owner, j->out, j->out_size) != 0)
        result = CODEC_FAILED;
    pthread_mutex_lock(&p->lock);
    j->state = JOB_FREE;
    j->in_size = 0;
    pthread_mutex_unlock(&p->lock);
    p->oldest = (p->oldest + 1) % p->job_count;
    return result == CODEC_END ? CODEC_MORE : result;
}

/* Hands the job being filled to the workers and moves to the next slot,
 * writing out the oldest first when the ring is full. */
static codec_result submit_filling(parallel_compressor *p)
{
    pthread_mutex_lock(&p->lock);
    p->jobs[p->filling].state = JOB_READY;
    pthread_cond_broadcast(&p->changed);
    pthread_mutex_unlock(&p->lock);
    p->filling = (p->filling + 1) % p->job_count;
    if (p->filling == p->oldest) return write_oldest(p);
    return CODEC_MORE;
}

codec_result nqcnf_parallel_write(parallel_compressor *p, const void *data,
                                  size_t size)
{
    const unsigned char *bytes = data;
    while (size > 0) {
        job *j = &p->jobs[p->filling];
        const size_t room = p->ops->member_size - j->in_size;
        const size_t part = size < room ? size : room;
        memcpy(j->in + j->in_size, bytes, part);
        j->in_size += part;
        bytes += part;
        size -= part;
        if (j->in_size == p->ops->member_size) {
            const codec_result result = submit_filling(p);
            if (result != CODEC_MORE) return result;
        }
    }
    return CODEC_MORE;
}

codec_result nqcnf_parallel_finish(parallel_compressor *p)
{
    /* An empty input is still one (empty) member, as gzip writes. */
    const int nothing_yet = p->filling == p->oldest &&
                            p->jobs[p->oldest].state == JOB_FREE;
    if (p->jobs[p->filling].in_size > 0 || nothing_yet) {
        const codec_result result = submit_filling(p);
        if (result != CODEC_MORE) return result;
    }
    while (p->oldest != p->filling ||
           p->jobs[p->oldest].state != JOB_FREE) {
        const codec_result result = write_oldest(p);
        if (result != CODEC_MORE) return result;
    }
    return CODEC_END;
}

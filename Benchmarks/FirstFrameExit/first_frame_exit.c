// An LD_PRELOAD library that ends a program right after its first MIT-SHM present, for
// measuring a launch up to the first frame with tools that report at exit:
//
//   cc -O2 -shared -fPIC -o first_frame_exit.so Benchmarks/FirstFrameExit/first_frame_exit.c -ldl
//   LD_PRELOAD=$PWD/first_frame_exit.so valgrind --tool=callgrind .build/release/PlayingCard --size 1280x800 --scale 1 --card K♥
//   LD_PRELOAD=$PWD/first_frame_exit.so perf stat -r 20 .build/release/PlayingCard …
//
// (valgrind cannot write a profile for a program ended by a signal while its dispatch
// threads run, so the program has to exit by itself.) With FIRST_FRAME_EXIT_SMAPS=FOLDER it
// first copies /proc/self/smaps and smaps_rollup there: the memory at the first frame.
// Not built by SwiftPM; nothing in the package links it.

#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/extensions/XShm.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

static void copy_file(const char *from, const char *folder, const char *name) {
    char to[4096];
    snprintf(to, sizeof to, "%s/%s", folder, name);
    FILE *in = fopen(from, "r"), *out = fopen(to, "w");
    if (in && out) {
        char buffer[65536];
        size_t count;
        while ((count = fread(buffer, 1, sizeof buffer, in)) > 0) fwrite(buffer, 1, count, out);
    }
    if (in) fclose(in);
    if (out) fclose(out);
}

Bool XShmPutImage(Display *display, Drawable drawable, GC gc, XImage *image, int src_x, int src_y, int dst_x, int dst_y,
                  unsigned int width, unsigned int height, Bool send_event) {
    typedef Bool (*put_image_t)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned int, unsigned int, Bool);
    put_image_t real = (put_image_t)dlsym(RTLD_NEXT, "XShmPutImage");
    Bool result = real(display, drawable, gc, image, src_x, src_y, dst_x, dst_y, width, height, send_event);
    // The frame is presented once the server has read it.
    XSync(display, False);
    const char *folder = getenv("FIRST_FRAME_EXIT_SMAPS");
    if (folder) {
        copy_file("/proc/self/smaps", folder, "smaps");
        copy_file("/proc/self/smaps_rollup", folder, "smaps_rollup");
    }
    exit(0);
    return result;
}

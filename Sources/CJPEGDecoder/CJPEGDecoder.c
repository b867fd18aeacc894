#include "CJPEGDecoder.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

/// libjpeg's error manager, with the place to jump back to.
struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
};

static void fail(j_common_ptr info) {
    struct failure *failure = (struct failure *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(failure->message, OPENUIKIT_JPEG_MESSAGE_LENGTH, "%s", text);
    longjmp(failure->jump, 1);
}

/// Warnings (a file ending early, bad data skipped) are survivable: libjpeg carries on.
static void ignore_message(j_common_ptr info) {
    (void)info;
}

static void prepare(struct jpeg_decompress_struct *info, struct failure *failure, char *message) {
    info->err = jpeg_std_error(&failure->manager);
    failure->manager.error_exit = fail;
    failure->manager.output_message = ignore_message;
    failure->message = message;
}

int openuikit_jpeg_read_header(const uint8_t *data, size_t length, int *width, int *height, int *components,
                               char message[OPENUIKIT_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_decompress_struct info;
    struct failure failure;
    prepare(&info, &failure, message);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    *components = info.num_components;
    jpeg_destroy_decompress(&info);
    return 1;
}

int openuikit_jpeg_decode(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height, int stride,
                          char message[OPENUIKIT_JPEG_MESSAGE_LENGTH]) {
    struct jpeg_decompress_struct info;
    struct failure failure;
    prepare(&info, &failure, message);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width != width || (int)info.image_height != height) {
        snprintf(message, OPENUIKIT_JPEG_MESSAGE_LENGTH, "its size changed between reads");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        snprintf(message, OPENUIKIT_JPEG_MESSAGE_LENGTH, "it is a CMYK JPEG, which is not supported");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    // libjpeg-turbo writes Cairo's byte order directly: no conversion pass afterwards.
    info.out_color_space = JCS_EXT_BGRX;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 1;
}

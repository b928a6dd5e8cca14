/* Prints the size of every struct of rlottie's C API (rlottiecommon.h) that rlottie_tree.py mirrors
 * with ctypes, and the offset of every field, one "name value" line each. rlottie_tree.py compiles
 * and runs this with gcc and fails when any line disagrees with its ctypes mirror.
 * Build: gcc -o rlottie_layout rlottie_layout.c   (needs librlottie-dev's headers only) */
#include <rlottie_capi.h>
#include <stddef.h>
#include <stdio.h>

#define SIZE(T) printf("sizeof %s %zu\n", #T, sizeof(T))
#define OFF(T, F) printf("offsetof %s.%s %zu\n", #T, #F, offsetof(T, F))

int main(void) {
  SIZE(LOTGradientStop);
  OFF(LOTGradientStop, pos); OFF(LOTGradientStop, r); OFF(LOTGradientStop, g);
  OFF(LOTGradientStop, b); OFF(LOTGradientStop, a);

  SIZE(LOTMask);
  OFF(LOTMask, mPath.ptPtr); OFF(LOTMask, mPath.ptCount); OFF(LOTMask, mPath.elmPtr);
  OFF(LOTMask, mPath.elmCount); OFF(LOTMask, mMode); OFF(LOTMask, mAlpha);

  SIZE(LOTNode);
  OFF(LOTNode, mPath.ptPtr); OFF(LOTNode, mPath.ptCount); OFF(LOTNode, mPath.elmPtr);
  OFF(LOTNode, mPath.elmCount);
  OFF(LOTNode, mColor.r); OFF(LOTNode, mColor.g); OFF(LOTNode, mColor.b); OFF(LOTNode, mColor.a);
  OFF(LOTNode, mStroke.enable); OFF(LOTNode, mStroke.width); OFF(LOTNode, mStroke.cap);
  OFF(LOTNode, mStroke.join); OFF(LOTNode, mStroke.miterLimit); OFF(LOTNode, mStroke.dashArray);
  OFF(LOTNode, mStroke.dashArraySize);
  OFF(LOTNode, mGradient.type); OFF(LOTNode, mGradient.stopPtr); OFF(LOTNode, mGradient.stopCount);
  OFF(LOTNode, mGradient.start.x); OFF(LOTNode, mGradient.start.y);
  OFF(LOTNode, mGradient.end.x); OFF(LOTNode, mGradient.end.y);
  OFF(LOTNode, mGradient.center.x); OFF(LOTNode, mGradient.center.y);
  OFF(LOTNode, mGradient.focal.x); OFF(LOTNode, mGradient.focal.y);
  OFF(LOTNode, mGradient.cradius); OFF(LOTNode, mGradient.fradius);
  OFF(LOTNode, mImageInfo.data); OFF(LOTNode, mImageInfo.width); OFF(LOTNode, mImageInfo.height);
  OFF(LOTNode, mImageInfo.mAlpha);
  OFF(LOTNode, mImageInfo.mMatrix.m11); OFF(LOTNode, mImageInfo.mMatrix.m12);
  OFF(LOTNode, mImageInfo.mMatrix.m13); OFF(LOTNode, mImageInfo.mMatrix.m21);
  OFF(LOTNode, mImageInfo.mMatrix.m22); OFF(LOTNode, mImageInfo.mMatrix.m23);
  OFF(LOTNode, mImageInfo.mMatrix.m31); OFF(LOTNode, mImageInfo.mMatrix.m32);
  OFF(LOTNode, mImageInfo.mMatrix.m33);
  OFF(LOTNode, mFlag); OFF(LOTNode, mBrushType); OFF(LOTNode, mFillRule); OFF(LOTNode, keypath);

  SIZE(LOTLayerNode);
  OFF(LOTLayerNode, mMaskList.ptr); OFF(LOTLayerNode, mMaskList.size);
  OFF(LOTLayerNode, mClipPath.ptPtr); OFF(LOTLayerNode, mClipPath.ptCount);
  OFF(LOTLayerNode, mClipPath.elmPtr); OFF(LOTLayerNode, mClipPath.elmCount);
  OFF(LOTLayerNode, mLayerList.ptr); OFF(LOTLayerNode, mLayerList.size);
  OFF(LOTLayerNode, mNodeList.ptr); OFF(LOTLayerNode, mNodeList.size);
  OFF(LOTLayerNode, mMatte); OFF(LOTLayerNode, mVisible); OFF(LOTLayerNode, mAlpha);
  OFF(LOTLayerNode, keypath);
  return 0;
}

export * from './isPopupHidden';
export * from './popupHideUntil';
export * from './visiblePopups';

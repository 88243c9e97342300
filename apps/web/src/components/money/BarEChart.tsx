// Lazy entry of a bar chart with a legend: registers both, then is the ordinary EChart.
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { LegendComponent } from 'echarts/components';
import EChart from './EChart.tsx';

echarts.use([BarChart, LegendComponent]);

export default EChart;
